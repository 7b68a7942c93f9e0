// `import '@rapport/platform/start-tracing'`: the first line of every process entry. Starts tracing
// when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the modules it instruments (http, mongodb) load;
// otherwise it loads nothing but @opentelemetry/api. See tracing.ts.
import { startTracing } from './tracing';

startTracing();
