import { DEFAULTS, defaultOf, defaultPort, isLoopback, processConfig } from './support/code-config';
import {
  interpolateDefaults,
  loadCompose,
  loadProcesses,
  ownerOfAddress,
  portOf,
  servedBySiblings,
  type Yaml,
} from './support/deploy-files';

// deploy/docker-compose.yml against deploy/processes.json and the code's configuration.

const compose = loadCompose();
const processes = loadProcesses();
const services: Record<string, Yaml> = compose.services;
const STORES = ['mongo', 'redis', 'rabbitmq'];
const environmentOf = (name: string): Record<string, unknown> => services[name]?.environment ?? {};
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1] ?? Number.NaN);

const ownerOf = (variable: string) => ownerOfAddress(processes, variable);

describe('docker-compose.yml: processes', () => {
  it('when a process runs under compose, then its service runs the one image with the entry as command', () => {
    const image = services[processes[0]!.name]?.image;
    expect(image).toMatch(/^\$\{RAPPORT_IMAGE:-rapport:[\w.-]+\}$/);
    for (const p of processes) {
      expect({ name: p.name, service: services[p.name] }).toMatchObject({
        name: p.name,
        service: { image, command: [p.entry], build: { context: '..', dockerfile: 'deploy/Dockerfile' } },
      });
    }
    const appServices = Object.keys(services).filter((name) => !STORES.includes(name));
    expect(appServices.sort()).toEqual(processes.map((p) => p.name).sort());
  });

  it("when a process runs under compose, then it binds all interfaces on the code's default port and its health check probes that port", () => {
    for (const p of processes) {
      const port = defaultPort(p.entry, p.addrEnv);
      const env = environmentOf(p.name);
      const test = services[p.name].healthcheck?.test;
      if (p.kind === 'http') {
        expect({ name: p.name, HOST: env.HOST, PORT: String(env.PORT) }).toEqual({
          name: p.name,
          HOST: '0.0.0.0',
          PORT: String(port),
        });
        expect(test).toEqual([
          'CMD',
          'node',
          'deploy/healthcheck.mjs',
          'http',
          `http://127.0.0.1:${port}/readyz`,
        ]);
      } else {
        expect({ name: p.name, GRPC_LISTEN_ADDR: env.GRPC_LISTEN_ADDR }).toEqual({
          name: p.name,
          GRPC_LISTEN_ADDR: `0.0.0.0:${port}`,
        });
        expect(test).toEqual(['CMD', 'node', 'deploy/healthcheck.mjs', 'grpc', `127.0.0.1:${port}`]);
      }
    }
  });

  it('when a process serves a second shared address, then it binds all interfaces on that port', () => {
    for (const [variable, addr] of Object.entries(DEFAULTS)) {
      const owner = ownerOf(variable);
      if (!variable.endsWith('_ADDR') || !owner || owner.addrEnv === variable) continue;
      const listen = variable.replace(/_ADDR$/, '_LISTEN_ADDR');
      expect({ variable, listen: environmentOf(owner.name)[listen] }).toEqual({
        variable,
        listen: `0.0.0.0:${portOf(addr)}`,
      });
    }
  });

  it('when a process reads a variable that defaults to a loopback address, then compose sets it to the container serving it', () => {
    for (const p of processes) {
      const served = servedBySiblings(processes, p);
      for (const [variable, keyText] of processConfig(p.entry)) {
        const fallback = defaultOf(keyText);
        if (variable.endsWith('_LISTEN_ADDR') || served.includes(variable)) continue;
        if (!fallback || !isLoopback(fallback)) continue;
        const value = interpolateDefaults(String(environmentOf(p.name)[variable] ?? '127.0.0.1'));
        expect({ process: p.name, variable, loopback: isLoopback(value) }).toEqual({
          process: p.name,
          variable,
          loopback: false,
        });
        const owner = variable in DEFAULTS && variable.endsWith('_ADDR') ? ownerOf(variable) : undefined;
        if (owner)
          expect({ process: p.name, variable, value }).toEqual({
            process: p.name,
            variable,
            value: `${owner.name}:${portOf(fallback)}`,
          });
      }
    }
  });

  it('when a process reads a variable, then its compose environment passes it (a value, or the bare name taking deploy/.env)', () => {
    for (const p of processes) {
      const listed = [...Object.keys(environmentOf(p.name)), ...servedBySiblings(processes, p)];
      const missing = [...processConfig(p.entry).keys()].filter(
        (variable) => !listed.includes(variable) && !variable.endsWith('_LISTEN_ADDR'),
      );
      expect({ process: p.name, missing }).toEqual({ process: p.name, missing: [] });
    }
  });

  it('when messaging-worker is scaled (up --scale messaging-worker=3), then no scalable service is fixed to one container', () => {
    expect(services['messaging-worker']).toBeDefined();
    for (const p of processes.filter((p) => p.kind !== 'http')) {
      expect({
        name: p.name,
        container_name: services[p.name].container_name,
        ports: services[p.name].ports,
      }).toEqual({ name: p.name, container_name: undefined, ports: undefined });
    }
    const gateway = processes.find((p) => p.kind === 'http')!;
    const published = (services[gateway.name].ports as string[]).map((port) => interpolateDefaults(port));
    expect(published).toEqual([
      `${defaultPort(gateway.entry, gateway.addrEnv)}:${defaultPort(gateway.entry, gateway.addrEnv)}`,
    ]);
  });
});

describe('docker-compose.yml: stack', () => {
  it('when the stack starts, then every container has a health check and waits for the health of its dependencies', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: (service.healthcheck?.test ?? []).length > 1 }).toEqual({ name, test: true });
      for (const [dependency, condition] of Object.entries(service.depends_on ?? {})) {
        expect({ name, dependency, exists: dependency in services, condition }).toEqual({
          name,
          dependency,
          exists: true,
          condition: { condition: 'service_healthy' },
        });
      }
    }
  });

  it('when a process is stopped, then compose waits longer than its grace period before killing it', () => {
    const gateway = processes.find((p) => p.kind === 'http')!;
    const config = processConfig(gateway.entry);
    const graceMs =
      Number(defaultOf(config.get('SHUTDOWN_GRACE_MS') ?? '') ?? Number.NaN) +
      Number(defaultOf(config.get('SHUTDOWN_DRAIN_MS') ?? '') ?? Number.NaN);
    for (const p of processes) {
      expect(seconds(services[p.name].stop_grace_period) * 1000).toBeGreaterThan(graceMs);
    }
  });

  it('when MongoDB runs under compose, then it is a pinned single-node replica set that every MONGO_URL names', () => {
    const mongo = services.mongo;
    expect(mongo.image).toMatch(/^mongo:8\.\d+\.\d+$/);
    expect(mongo.command.join(' ')).toContain('--replSet rs0');
    const initiate = mongo.healthcheck.test.join(' ');
    expect(initiate).toContain("rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })");
    const urls = processes.map((p) => environmentOf(p.name).MONGO_URL).filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(interpolateDefaults(String(url))).toBe('mongodb://mongo:27017/?replicaSet=rs0');
  });

  it('when Redis and RabbitMQ run under compose, then their images are pinned, RabbitMQ has its management UI and the URLs match', () => {
    expect(services.redis.image).toMatch(/^redis:\d+\.\d+\.\d+(-alpine)?$/);
    const rabbit = services.rabbitmq;
    expect(rabbit.image).toMatch(/^rabbitmq:\d+\.\d+\.\d+-management(-alpine)?$/);
    expect(rabbit.ports.map(interpolateDefaults)).toEqual(['127.0.0.1:15672:15672']);
    const user = interpolateDefaults(rabbit.environment.RABBITMQ_DEFAULT_USER);
    const pass = interpolateDefaults(rabbit.environment.RABBITMQ_DEFAULT_PASS);
    for (const p of processes) {
      const url = environmentOf(p.name).AMQP_URL;
      if (url) expect(interpolateDefaults(String(url))).toBe(`amqp://${user}:${pass}@rabbitmq:5672`);
      const redis = environmentOf(p.name).REDIS_URL;
      if (redis) expect(interpolateDefaults(String(redis))).toBe('redis://redis:6379');
    }
  });

  it('when a store keeps data, then it is on a named volume declared by the compose file', () => {
    for (const store of STORES) {
      const volumes = (services[store].volumes as string[]).map((v) => v.split(':')[0]!);
      expect(volumes.length).toBeGreaterThan(0);
      for (const volume of volumes) expect(Object.keys(compose.volumes)).toContain(volume);
    }
  });
});
