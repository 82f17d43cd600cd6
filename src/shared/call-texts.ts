import type callTextsSchema from '../../schemas/calls/call-texts.schema.json';
import type { FromSchema } from '../../schemas/api/from-schema.ts';

/**
 * The texts of a funding call in one language (schemas/calls/<call>/texts.<lng>.json), as the
 * server reads them and the browser receives them: the type of its schema
 * (schemas/calls/call-texts.schema.json).
 */
export type CallTexts = Omit<FromSchema<typeof callTextsSchema>, '$schema'>;
