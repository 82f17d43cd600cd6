/** POST /backoffice/palyazatok/export.csv: the filtered queue as a CSV file, saved by the browser. */
import { api } from '../../../lib/api-client.ts';
import type { QueueQuery } from './types.ts';

/** Downloads the CSV of the query's filter and sort (every page). */
export async function exportQueue(query: QueueQuery): Promise<void> {
  const blob = await api()
    .post('backoffice/palyazatok/export.csv', {
      json: { filterData: query.filterData, sort: query.sort },
    })
    .blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'palyazatok.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
