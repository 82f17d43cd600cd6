/**
 * The error screen of spec section 8, used as the routes' errorElement: 'Hiba történt!' with
 * either the HTTP status and its label, the issues of an unparseable response (dotted path and
 * message each), or the generic fallback with a show/hide toggle of the details.
 */
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { type ResponseIssue, ResponseParseError } from '../lib/api-client.ts';

/** Statuses with a label in the 'errors' namespace (`status.<code>`). */
export const LABELLED_STATUSES = [400, 401, 403, 404, 408, 429, 500, 502, 503, 504] as const;

export type ClassifiedError =
  | { kind: 'http'; status: number }
  | { kind: 'parse'; issues: ResponseIssue[] }
  | { kind: 'generic'; details: string };

/** Sorts an error into the three presentations of the screen. */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof ResponseParseError) return { kind: 'parse', issues: error.issues };
  if (isRouteErrorResponse(error)) return { kind: 'http', status: error.status };
  // ky's HTTPError carries the response; matched by shape so no second ky copy is needed.
  if (
    error instanceof Error &&
    error.name === 'HTTPError' &&
    'response' in error &&
    error.response instanceof Response
  ) {
    return { kind: 'http', status: error.response.status };
  }
  if (error instanceof Error)
    return { kind: 'generic', details: error.stack ?? `${error.name}: ${error.message}` };
  return { kind: 'generic', details: String(error) };
}

/** Renders an error; exported for tests and stories, the router uses RouteErrorScreen. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const [showDetails, setShowDetails] = useState(false);
  const classified = classifyError(error);
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{t('errorScreen.title')}</h1>
      {classified.kind === 'http' && (
        <>
          <h2>{t('errorScreen.httpError')}</h2>
          <p className="error-screen-status">
            {(LABELLED_STATUSES as readonly number[]).includes(classified.status)
              ? t('errorScreen.statusWithLabel', {
                  status: classified.status,
                  label: t(`status.${classified.status}`),
                })
              : String(classified.status)}
          </p>
        </>
      )}
      {classified.kind === 'parse' && (
        <>
          <h2>{t('errorScreen.parseError')}</h2>
          <ul className="error-screen-issues">
            {classified.issues.map((issue, index) => (
              <li key={`${issue.path}-${index}`}>
                <code>{issue.path}</code>: {issue.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {classified.kind === 'generic' && (
        <>
          <h2>{t('errorScreen.generic')}</h2>
          <Button
            variant="outlined"
            aria-expanded={showDetails}
            aria-controls="error-screen-details"
            onClick={() => setShowDetails((shown) => !shown)}
            text={showDetails ? t('errorScreen.hideDetails') : t('errorScreen.showDetails')}
          />
          {showDetails && (
            <pre id="error-screen-details" className="error-screen-details">
              {classified.details}
            </pre>
          )}
        </>
      )}
      <p>
        <Link to="/">{t('backToStart')}</Link>
      </p>
    </section>
  );
}

/**
 * The routes' errorElement. Inside the shell it renders into the shell's <main>; `standalone`
 * (the root route, when even the shell failed) brings its own <main> landmark.
 */
export function RouteErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  return standalone ? (
    <main className="error-screen-page">
      <ErrorScreen error={error} />
    </main>
  ) : (
    <ErrorScreen error={error} />
  );
}
