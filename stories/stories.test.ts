// @vitest-environment node
/**
 * Stories follow the schema files: adding a schema file in a (temporary) schemas folder and
 * running the generation produces its story module, its validators and its form module; the
 * sample data the stories show is valid for every portal form.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeStoriesEntry } from 'storybook/internal/common';
import { toId } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import { STORY_FILES } from '../.storybook/story-files.ts';
import { generateAll, listSchemaFiles } from '../scripts/precompile-validators.mjs';
import { STORY_NAMES, storiesFor } from '../scripts/generate-stories.mjs';
import { formRegistry } from '../schemas/registry.ts';
import { toFieldErrors } from '../src/shared/validation/messages.ts';
import { createPortalAjv } from '../src/shared/validation/vocabulary.ts';
import { sampleData } from './sample-data.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function temporarySchemas(): { schemasDir: string; outDir: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'stories-'));
  folders.push(folder);
  return { schemasDir: path.join(folder, 'schemas'), outDir: path.join(folder, 'generated') };
}

function writeSchema(schemasDir: string, relativePath: string, schema: object, ui: object) {
  const file = path.join(schemasDir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(schema));
  writeFileSync(file.replace(/\.schema\.json$/, '.ui.json'), JSON.stringify(ui));
}

const demoSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'Név', 'x-rule': 'requiredString' },
    amount: { type: 'integer', title: 'Összeg' },
  },
};

describe('generated stories', () => {
  it('a schema file added to a folder gets its story module, with hu/en and error stories', async () => {
    const { schemasDir, outDir } = temporarySchemas();
    writeSchema(schemasDir, 'forms/login/login.schema.json', demoSchema, {
      'ui:order': ['name', 'amount'],
    });
    await generateAll({ schemasDir, outDir });
    expect(existsSync(path.join(outDir, 'stories/forms--demo--demo.stories.tsx'))).toBe(false);

    writeSchema(schemasDir, 'forms/demo/demo.schema.json', demoSchema, {
      'ui:order': ['name', 'amount'],
    });
    writeSchema(schemasDir, 'calls/proba-2030/custom-fields.schema.json', demoSchema, {
      'ui:order': ['name', 'amount'],
    });
    await generateAll({ schemasDir, outDir });

    const story = readFileSync(path.join(outDir, 'stories/forms--demo--demo.stories.tsx'), 'utf8');
    expect(story).toContain('title: "Forms/demo"');
    expect(story).toContain("import form from '../schemas/forms/demo/demo.form.ts';");
    for (const name of STORY_NAMES) expect(story).toContain(`export const ${name}: Story`);
    expect(existsSync(path.join(outDir, 'schemas/forms/demo/demo.validators.ts'))).toBe(true);
    expect(existsSync(path.join(outDir, 'schemas/forms/demo/demo.form.ts'))).toBe(true);
    expect(readFileSync(path.join(outDir, 'schema-forms.ts'), 'utf8')).toContain(
      '"forms/demo/demo"',
    );

    const callStory = readFileSync(
      path.join(outDir, 'stories/calls--proba-2030--custom-fields.stories.tsx'),
      'utf8',
    );
    expect(callStory).toContain('title: "Calls/proba-2030/custom-fields"');
  });

  it("a call folder added to schemas/calls is in Storybook's story index, no code change", async () => {
    const { schemasDir, outDir } = temporarySchemas();
    const shipped = path.join(ROOT, 'schemas/calls/vendeglatas-modernizacio-2026');
    for (const file of ['custom-fields.schema.json', 'custom-fields.ui.json']) {
      mkdirSync(path.join(schemasDir, 'calls/kemping-megujitas-2031'), { recursive: true });
      writeFileSync(
        path.join(schemasDir, 'calls/kemping-megujitas-2031', file),
        readFileSync(path.join(shipped, file)),
      );
    }
    await generateAll({ schemasDir, outDir });
    const fileName = 'calls--kemping-megujitas-2031--custom-fields.stories.tsx';
    const source = readFileSync(path.join(outDir, 'stories', fileName), 'utf8');

    // Storybook's `stories` globs (.storybook/main.ts) pick the generated module up …
    const importPath = `./src/client/generated/stories/${fileName}`;
    const specifiers = STORY_FILES.map((entry) =>
      normalizeStoriesEntry(entry, { configDir: path.join(ROOT, '.storybook'), workingDir: ROOT }),
    );
    expect(specifiers.some((specifier) => specifier.importPathMatcher.test(importPath))).toBe(true);

    // … and its CSF indexer (what builds index.json) lists the four stories under the call.
    const csf = loadCsf(source, { fileName: importPath, makeTitle: (title) => title }).parse();
    expect(csf.indexInputs.map((input) => [input.title, input.exportName])).toEqual(
      STORY_NAMES.map((name) => ['Calls/kemping-megujitas-2031/custom-fields', name]),
    );
    expect(toId(csf.meta.title!, 'Hungarian')).toBe(
      'calls-kemping-megujitas-2031-custom-fields--hungarian',
    );
  });

  it('a call schema file that is not JSON fails the generation, naming the file', async () => {
    const { schemasDir, outDir } = temporarySchemas();
    writeSchema(schemasDir, 'calls/hibas-2031/custom-fields.schema.json', demoSchema, {});
    const broken = path.join(schemasDir, 'calls/hibas-2031/custom-fields.schema.json');
    writeFileSync(broken, '{ "type": "object", ');
    await expect(generateAll({ schemasDir, outDir })).rejects.toThrow(`${broken}: `);
  });

  it('lists one story module per form and call custom-field schema of the repository', () => {
    const keys = listSchemaFiles(path.join(ROOT, 'schemas')).map((entry) => entry.key);
    const stories = storiesFor(keys);
    expect(stories.map((story) => story.title)).toEqual(
      expect.arrayContaining(['Forms/login', 'Forms/registration']),
    );
    expect(
      stories.every(
        (story) => story.title.startsWith('Forms/') || story.title.startsWith('Calls/'),
      ),
    ).toBe(true);
    // Files directly in schemas/calls describe call folders and are no forms.
    expect(keys).not.toContain('calls/call');
  });

  it('shows valid sample data for every portal form', () => {
    const ajv = createPortalAjv();
    for (const [formId, { schema }] of Object.entries(formRegistry)) {
      const validate = ajv.compile(schema);
      validate(sampleData(schema as Record<string, unknown>));
      expect(toFieldErrors(validate.errors, schema as Record<string, unknown>), formId).toEqual([]);
    }
  });
});
