// The yardstick of `npm run bench`: a plain Express 5 JSON route on the same Node, nothing else.
import express from 'express';

const app = express();
app.get('/ping', (_req, res) => {
  res.json({ ok: true });
});
const port = Number(process.env.PORT ?? 0);
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`plain express listening on ${JSON.stringify(server.address())}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
