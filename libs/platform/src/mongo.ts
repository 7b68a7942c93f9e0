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
