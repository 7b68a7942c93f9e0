import { createHash } from 'node:crypto';
import Handlebars from 'handlebars';
import type { TemplateCompiler } from '../domain/email.ports';
import type { RenderedEmail, TemplatePart } from '../domain/email.types';

/**
 * Handlebars, isolated from the global instance so no helper or partial registered elsewhere leaks
 * in. Only the built-in helpers are known (if, unless, each, with, lookup), so a misspelled helper
 * fails at compile time (a 400 when the template is saved) instead of at every send.
 */
const engine = Handlebars.create();
engine.unregisterHelper('log');
/**
 * Handlebars' hooks for a missing helper are no helpers a template may call: its runtime moves them
 * out of `helpers`, so `{{helperMissing}}` or `{{#blockHelperMissing}}` compiled as known helpers
 * failed every send (issue 48). Unknown here, and refused by name when the template is saved.
 */
const HOOKS = ['helperMissing', 'blockHelperMissing'] as const;
const COMPILE_OPTIONS = {
  knownHelpersOnly: true,
  knownHelpers: { log: false, helperMissing: false, blockHelperMissing: false },
  strict: false,
} as const;

/** Why a template source cannot be used; the engine's message, prefixed by the part. */
export function compileError(part: TemplatePart, source: string): string | null {
  try {
    const ast = engine.parse(source);
    const unsupported = new UnsupportedSyntax();
    unsupported.accept(ast);
    if (unsupported.found) return `${part} is not a valid template: ${unsupported.found}`;
    engine.precompile(ast, COMPILE_OPTIONS);
    return null;
  } catch (err) {
    return `${part} is not a valid template: ${(err as Error).message}`;
  }
}

/** The engine as the templates service sees it (domain/email.ports.ts). */
export const templateCompiler: TemplateCompiler = { compileError };

/**
 * Partials and decorators need registrations this service does not offer, and the missing-helper
 * hooks are no helpers (without arguments Handlebars would read them as variables): refuse them early.
 */
class UnsupportedSyntax extends Handlebars.Visitor {
  found: string | null = null;
  private refuse(what: string, node: hbs.AST.Node) {
    this.found ??= `${what} are not supported - ${node.loc.start.line}:${node.loc.start.column}`;
  }
  private refuseHook(node: hbs.AST.MustacheStatement | hbs.AST.BlockStatement | hbs.AST.SubExpression) {
    if (node.path.type !== 'PathExpression') return;
    const path = node.path as hbs.AST.PathExpression;
    const name = path.parts[0] ?? '';
    if (Handlebars.AST.helpers.simpleId(path) && (HOOKS as readonly string[]).includes(name)) {
      this.found ??= `unknown helper ${name} - ${node.loc.start.line}:${node.loc.start.column}`;
    }
  }
  override MustacheStatement(node: hbs.AST.MustacheStatement) {
    this.refuseHook(node);
    super.MustacheStatement(node);
  }
  override BlockStatement(node: hbs.AST.BlockStatement) {
    this.refuseHook(node);
    super.BlockStatement(node);
  }
  override SubExpression(node: hbs.AST.SubExpression) {
    this.refuseHook(node);
    super.SubExpression(node);
  }
  override PartialStatement(node: hbs.AST.PartialStatement) {
    this.refuse('partials', node);
  }
  override PartialBlockStatement(node: hbs.AST.PartialBlockStatement) {
    this.refuse('partials', node);
  }
  override DecoratorBlock(node: hbs.AST.DecoratorBlock) {
    this.refuse('decorators', node);
  }
  override Decorator(node: hbs.AST.Decorator) {
    this.refuse('decorators', node);
  }
}

// Compiling is the expensive part of a render; the same few templates are sent again and again.
const cache = new Map<string, HandlebarsTemplateDelegate>();
const CACHE_SIZE = 200;

function compiled(source: string, noEscape: boolean): HandlebarsTemplateDelegate {
  const key = createHash('sha256')
    .update(noEscape ? 't:' : 'h:')
    .update(source)
    .digest('base64');
  let delegate = cache.get(key);
  if (!delegate) {
    delegate = engine.compile(source, { ...COMPILE_OPTIONS, noEscape });
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, delegate);
  }
  return delegate;
}

/**
 * Renders the three parts. The subject and the text part are not HTML (`noEscape`); the html part
 * escapes every `{{var}}` (`{{{var}}}` stays the template author's explicit opt-out). Line breaks in
 * the rendered subject become spaces: a header is one line.
 */
export function renderTemplate(
  template: { subject: string; html: string; text: string | null },
  variables: Record<string, unknown>,
): RenderedEmail {
  const run = (source: string, noEscape: boolean) => compiled(source, noEscape)(variables);
  return {
    subject: oneLine(run(template.subject, true)),
    html: run(template.html, false),
    text: template.text === null ? null : run(template.text, true),
  };
}

/**
 * Each run of white space that holds a line break becomes one space. One pass over the runs:
 * the former pattern (spaces, line breaks, spaces) tried every space of a run as its start: seconds
 * on 64 KiB of spaces in a variable (issue 48).
 */
function oneLine(text: string): string {
  return text.replace(/\s+/g, (run) => (run.includes('\n') || run.includes('\r') ? ' ' : run)).trim();
}
