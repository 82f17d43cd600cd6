/**
 * Every story renders inside Blueprint's styles and i18next with the real locale files (bundled,
 * no server). The generated schema stories pick their language through their `language` arg.
 */
// oxlint-disable-next-line import/no-unassigned-import -- styles
import '@blueprintjs/core/lib/css/blueprint.css';
// oxlint-disable-next-line import/no-unassigned-import -- styles
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
// oxlint-disable-next-line import/no-unassigned-import -- styles
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
// oxlint-disable-next-line import/no-unassigned-import -- styles
import '@blueprintjs/select/lib/css/blueprint-select.css';
import type { Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, NAMESPACES } from '../src/shared/i18n-languages.ts';

const files = import.meta.glob<Record<string, unknown>>('../src/shared/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
  if (match?.[1] && match[2]) (resources[match[1]] ??= {})[match[2]] = content;
}

await i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
});

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nextProvider i18n={i18next}>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </I18nextProvider>
    ),
  ],
};

export default preview;
