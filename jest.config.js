// Unit tests sit beside the code (src/**, and the scripts' own) and do no I/O; integration tests live in test/ folders
// and talk to the real MongoDB-protocol server, Redis and RabbitMQ.
const transform = { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2023' } }] };
const common = { transform, testEnvironment: 'node', moduleFileExtensions: ['ts', 'js', 'json'] };

module.exports = {
  // Integration tests start real servers; unit tests finish far below this.
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{libs,gateway,services,clients}/**/src/**/*.test.ts',
        '<rootDir>/services/*/src/**/*.test.ts',
        '<rootDir>/scripts/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{gateway,services/*,libs/*,clients/*,deploy}/test/**/*.test.ts'],
    },
  ],
};
