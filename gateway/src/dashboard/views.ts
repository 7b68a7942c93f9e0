import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';

const DIR = path.join(__dirname, 'views');

export type Render = (view: string, data: Record<string, unknown>) => string;

/**
 * Handlebars (escapes every `{{value}}`; `{{{ }}}` appears only for the layout's body). Templates
 * are compiled once, at start.
 */
export function loadViews(): Render {
  const hbs = Handlebars.create();
  hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  const templates = new Map<string, Handlebars.TemplateDelegate>();
  for (const file of readdirSync(DIR)) {
    if (!file.endsWith('.hbs')) continue;
    const name = file.slice(0, -4);
    const source = readFileSync(path.join(DIR, file), 'utf8');
    if (name.startsWith('_')) hbs.registerPartial(name.slice(1), source);
    else templates.set(name, hbs.compile(source, { strict: false }));
  }
  const layout = templates.get('layout');
  if (!layout) throw new Error('dashboard: views/layout.hbs is missing');
  return (view, data) => {
    const template = templates.get(view);
    if (!template) throw new Error(`dashboard: no view "${view}"`);
    return layout({ ...data, body: template(data) });
  };
}
