import { env } from '@rapport/platform';
import { z } from 'zod';
import {
  acceptsText,
  cell,
  commentText,
  defaultText,
  differences,
  duration,
  shapeSources,
  wrap,
} from './config-doc';

describe('config-doc', () => {
  test('when a default is a duration, then it is shown in a readable unit too', () => {
    expect(duration('X_MS', 86_400_000)).toBe('24 h');
    expect(duration('X_SECONDS', 28_800)).toBe('8 h');
    expect(duration('X_MS', 250)).toBeUndefined();
    expect(duration('X_SIZE', 60_000)).toBeUndefined();
    expect(defaultText('GRACE_MS', env.int(30_000, 0))).toBe('`30000` (30 s)');
  });

  test('when a variable is optional, required or transformed, then its default says so', () => {
    expect(defaultText('ADDR', env.optionalAddr())).toBe('unset');
    expect(defaultText('NAME', z.string())).toBe('**required**');
    const list = z
      .string()
      .default('a,b')
      .transform((v) => v.split(','));
    expect(defaultText('LIST', list)).toBe('`a,b`');
  });

  test('when a schema checks its text, then accepts names the checks', () => {
    expect(acceptsText(env.int(5, 1))).toBe('integer ≥ 1');
    expect(acceptsText(env.port(8080))).toBe('integer 0–65535');
    expect(acceptsText(env.addr('127.0.0.1:1'))).toBe('host:port');
    expect(acceptsText(env.url('http://x'))).toBe('URL');
    expect(acceptsText(z.enum(['smtp', 'log']).default('smtp'))).toBe('`smtp`, `log`');
    expect(acceptsText(z.string().min(32).optional())).toBe('32+ characters');
  });

  test('when config.ts has comments above its variables, then each becomes one line of its description', () => {
    const source = [
      "import { env, readConfig } from '@rapport/platform';",
      'export const loadConfig = (s: NodeJS.ProcessEnv) =>',
      '  readConfig(',
      '    {',
      '      /**',
      '       * Two lines',
      '       * of text.',
      '       */',
      '      A_MS: env.int(1, 0),',
      '      // a line comment',
      '      B_ADDR: env.addr(DEFAULTS.B_ADDR),',
      '      C: env.logLevel(),',
      '    },',
      '    s,',
      '  );',
    ].join('\n');
    const found = shapeSources('config.ts', source);
    expect([...found.keys()]).toEqual(['A_MS', 'B_ADDR', 'C']);
    expect(found.get('A_MS')).toEqual({
      comment: 'Two lines of text.',
      defaultsKey: undefined,
      helper: 'int',
    });
    expect(found.get('B_ADDR')).toEqual({ comment: 'a line comment', defaultsKey: 'B_ADDR', helper: 'addr' });
    expect(found.get('C')?.comment).toBeUndefined();
    expect(commentText(['/** x */', '// y'])).toBe('x y');
  });

  test('when text goes into a table or a paragraph, then pipes and tags are escaped and lines wrapped', () => {
    expect(cell('a | b <c> `<d>`')).toBe('a \\| b &lt;c&gt; `<d>`');
    const long = Array.from({ length: 40 }, () => 'word').join(' ');
    expect(
      wrap(`- ${long}`, '  ')
        .split('\n')
        .every((line) => line.length <= 110),
    ).toBe(true);
    expect(wrap(`- ${long}`, '  ').split('\n')[1]?.startsWith('  word')).toBe(true);
  });

  test('when the file differs from what the schemas generate, then the check names the rows, not the padding', () => {
    const committed = '| a    | b |\n| ---- | - |\n| `X`  | 1 |\n';
    const generated = '| a | b |\n| --- | --- |\n| `X` | 1 |\n| `Y` | 2 |\n';
    expect(differences(generated, committed)).toBe('  + | `Y` | 2 |');
    expect(differences(committed, committed)).toBe('');
  });
});
