import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Issue 48: every regular expression of the gateway and of libs/contracts runs on the event loop
// over what a client sends. Each must cost O(length): one that backtracks (EMAIL_PATTERN did, on
// "a@" + 40,000 dots + "@") stalls every organization's requests. This test finds every regex
// literal and `new RegExp` in those sources (a new one cannot escape it) and times it on adversarial
// strings up to the body limit (1 MiB): a run over 10 ms fails.
const ROOTS = ['gateway/src', 'libs/contracts/src'].map((dir) => path.resolve(__dirname, '../../..', dir));
const BUDGET_MS = 10;
const BODY_LIMIT = 1024 * 1024;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every regex literal of the file (with where it is), and the places that build one at run time. */
function regexesOf(file: string): { where: string; regex: RegExp }[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { where: string; regex: RegExp }[] = [];
  const visit = (node: ts.Node) => {
    const where = `${path.relative(path.resolve(__dirname, '../../..'), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({
        where,
        regex: new RegExp(literal.slice(1, end), literal.slice(end + 1).replace('g', '')),
      });
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      throw new Error(`${where}: a RegExp built at run time cannot be checked here; write it as a literal`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Characters worth repeating for `regex`: those it names, and the usual separators. */
function alphabetOf(regex: RegExp): string[] {
  const named = regex.source.replace(/\\[dswDSW]/g, '').match(/[\x20-\x7e]/g) ?? [];
  return [
    ...new Set([...named, 'a', 'Z', '0', '.', '@', ' ', '-', '_', ':', ',', '+', '#', '\n', 'é']),
  ].filter((c) => !'\\^$[]{}()*?|'.includes(c));
}

/** Literal runs in the regex source ("rpt_", "Bearer "), to reach past its start. */
function prefixesOf(regex: RegExp): string[] {
  const runs = regex.source.replace(/\\./g, ' ').match(/[A-Za-z_:#@ -]{2,}/g) ?? [];
  return ['', 'a', 'a@', 'a@a', '1', '2024-01-01T00:00', ...runs];
}

/** The time of one test, the least of three when the first is over the budget (a GC pause is not the regex). */
function timed(regex: RegExp, input: string): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3 && least > BUDGET_MS; i++) {
    const start = performance.now();
    regex.test(input);
    least = Math.min(least, performance.now() - start);
  }
  return least;
}

const all = ROOTS.flatMap(sources).flatMap(regexesOf);

describe('every regular expression of the gateway and libs/contracts', () => {
  it('finds the regexes it checks (the scan works)', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.some(({ where }) => where.includes('people.rules.ts'))).toBe(true);
  });

  it.each(all.map(({ where, regex }) => [where, regex] as const))(
    'when %s meets adversarial input up to the body limit, then each test takes at most 10 ms',
    (_where, regex) => {
      // The first input over the budget is the answer (a quadratic pattern takes seconds on each).
      const slow = (() => {
        const alphabet = alphabetOf(regex);
        // Every pair of characters: a prefix, one repeated 16,384 times, then another (a backtracking
        // pattern is quadratic or worse there: seconds).
        for (const prefix of prefixesOf(regex)) {
          for (const x of alphabet) {
            const run = prefix + x.repeat(16_384);
            for (const y of alphabet) {
              const ms = timed(regex, run + y);
              if (ms > BUDGET_MS)
                return `${JSON.stringify(prefix)} + ${JSON.stringify(x)}×16384 + ${JSON.stringify(y)}: ${ms.toFixed(1)} ms`;
            }
          }
        }
        // Each character at the body limit: linear patterns stay within the budget there too.
        for (const x of alphabet) {
          for (const prefix of ['', 'a@']) {
            const input = `${prefix}${x.repeat(BODY_LIMIT - prefix.length - 1)}!`;
            const ms = timed(regex, input);
            if (ms > BUDGET_MS)
              return `${JSON.stringify(prefix)} + ${JSON.stringify(x)}×1MiB + "!": ${ms.toFixed(1)} ms`;
          }
        }
        return null;
      })();
      expect(slow).toBeNull();
    },
  );
});
