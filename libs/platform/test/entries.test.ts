import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');

/** The packages a module loads, in a fresh Node process run the way `npm start` runs processes (tsx). */
async function packagesLoadedBy(specifier: string): Promise<string[]> {
  const script = `require(${JSON.stringify(specifier)});
const names = new Set();
for (const file of Object.keys(require.cache)) {
  const m = /node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(file);
  if (m) names.add(m[1].replace(/\\\\/g, '/'));
}
process.stdout.write(JSON.stringify([...names]));`;
  const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), ['-e', script], {
    cwd: root,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' },
  });
  return JSON.parse(stdout) as string[];
}

describe('@rapport/platform entries', () => {
  it('when the gateway is loaded, then neither the data layer (mongoose) nor the broker layer (amqplib) is', async () => {
    const loaded = await packagesLoadedBy('./gateway/src/main');
    expect(loaded).toEqual(expect.arrayContaining(['@grpc/grpc-js', 'express']));
    expect(loaded).not.toContain('mongoose');
    expect(loaded).not.toContain('mongodb');
    expect(loaded).not.toContain('amqplib');
  });

  it('when a service imports @rapport/platform/mongo and /amqp, then those entries bring their layer', async () => {
    expect(await packagesLoadedBy('@rapport/platform/mongo')).toContain('mongoose');
    const amqp = await packagesLoadedBy('@rapport/platform/amqp');
    expect(amqp).toContain('amqplib');
    expect(amqp).not.toContain('mongoose');
  });
});
