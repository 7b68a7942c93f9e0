import mongoose from 'mongoose';

/**
 * Opens a connection of the service's own database (`rapport_<service>`). Each service uses its own
 * connection, never mongoose's global one, so several services can run in one test process.
 */
export async function connectMongo(url: string, dbName: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 5_000,
    autoIndex: false,
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
