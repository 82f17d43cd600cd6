/**
 * The formats the browser's precompiled validators call: ajv-formats' standard ones (which the
 * server's Fastify ajv also has, e.g. "format": "date" in call custom fields) plus the
 * portal catalogue. ajv-formats/dist/formats is plain functions and regular expressions, no
 * compiler, so it is safe under a CSP without 'unsafe-eval'.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { formats as portalFormats } from './formats.ts';

export const formats = { ...fullFormats, ...portalFormats };
