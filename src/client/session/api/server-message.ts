/** The `message` of an error answer of the server (ky's HTTPError keeps the parsed body). */
export function serverMessage(error: unknown): string | null {
  const data = (error as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return null;
}

/** The HTTP status of a ky HTTPError, or null for anything else. */
export function httpStatus(error: unknown): number | null {
  if (error instanceof Error && error.name === 'HTTPError') {
    const status = (error as { response?: { status?: unknown } }).response?.status;
    return typeof status === 'number' ? status : null;
  }
  return null;
}
