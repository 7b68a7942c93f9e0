import mongoose from 'mongoose';

/** How long an operation waits for a reachable store before it fails with UNAVAILABLE. */
export const STORE_SELECTION_TIMEOUT_MS = 1_500;

/**
 * Opens a connection of the service's own database (`rapport_<service>`). Each service uses its own
 * connection, never mongoose's global one, so several services can run in one test process.
 */
export async function connectMongo(url: string, dbName: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    // A store that does not answer fails the operation fast (UNAVAILABLE, HTTP 503), well inside the
    // gateway's deadline, instead of holding the request until it times out (toGrpcError).
    serverSelectionTimeoutMS: STORE_SELECTION_TIMEOUT_MS,
    // No queueing while disconnected: the same fast failure instead of mongoose's 10 s buffer.
    bufferCommands: false,
    autoIndex: false,
    // Bounded concurrency per process: FerretDB v1 deadlocks its PostgreSQL pool when about as many
    // updates as that pool holds run at once (MongoDB does not care). 20 is plenty for one service.
    maxPoolSize: 20,
  });
  await connection.asPromise();
  return connection;
}

/** Builds every index of the connection's models before the service takes traffic. */
export async function ensureIndexes(connection: mongoose.Connection): Promise<void> {
  for (const model of Object.values(connection.models)) {
    await model.createIndexes();
  }
}
