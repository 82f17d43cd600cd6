/** A document version's download through the back office's own route (any application's). */
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';

export function backOfficeDownloadUrl(uuid: string, version: number): string {
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/backoffice/dokumentumok/${uuid}/tartalom?verzio=${version}`;
}
