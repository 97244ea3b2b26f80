import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import cycles from './no-cycle.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycle-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

async function problems(files: Record<string, string>, within = ['src']): Promise<string[]> {
  write(files);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { cycles },
        rules: { 'cycles/no-cycle': ['error', { within }] },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
  return results.flatMap((result) => result.messages.map((message) => `${path.relative(dir, result.filePath)}:${message.line} ${message.message}`));
}

describe('layers: no import cycles', () => {
  it('passes a chain that never comes back', async () => {
    expect(await problems({ 'src/ok/a.ts': "import { b } from './b';\nexport const a = b;\n", 'src/ok/b.ts': 'export const b = 1;\n' })).toEqual([]);
  });

  it('reports both sides of a cycle made of type-only imports', async () => {
    const found = await problems({
      'src/two/form.ts': "import type { Rules } from './rules';\nexport type Form = { rules?: Rules };\n",
      'src/two/rules.ts': "import type { Form } from './form.js';\nexport type Rules = { form?: Form };\n",
    });
    expect(found).toEqual([
      'src/two/form.ts:1 Import cycle: form.ts -> rules.ts -> form.ts. Move what both sides need into a file both import, or pass it as a parameter.',
      'src/two/rules.ts:1 Import cycle: rules.ts -> form.ts -> rules.ts. Move what both sides need into a file both import, or pass it as a parameter.',
    ]);
  });

  it('finds a longer cycle through a folder index and an import()', async () => {
    const found = await problems({
      'src/long/a.ts': "export { b } from './inner';\n",
      'src/long/inner/index.ts': "export const b = () => import('../c');\n",
      'src/long/c.ts': "import { b } from './a';\nexport const c = b;\n",
    });
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('a.ts -> inner/index.ts -> c.ts -> a.ts');
  });

  it('does not follow imports out of the folders it watches', async () => {
    expect(
      await problems({ 'src/out/a.ts': "import '../../elsewhere/b';\n", 'elsewhere/b.ts': "import '../src/out/a';\n" }),
    ).toEqual([]);
  });
});
