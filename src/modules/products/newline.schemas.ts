import { Type } from 'typebox';
import { Id, NullableText } from '../../http/schemas.js';
import { UpdateNewlineBody } from '../newlines/newlines.schemas.js';

/** Path `{newlineid}` of the newline views under /products (the /newlines routes take `{id}`). */
export const NewlineidParams = Type.Object({ newlineid: Id('newlineid') });
export const INVALID_NEWLINEID = 'Invalid newlineid: must be a positive integer';

export const UpdateNewlineViewBody = Type.Object(
  {
    ...UpdateNewlineBody.properties,
    companyname: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Renames the newline’s company' }),
    ),
    technicaluser: Type.Optional(NullableText(200)),
  },
  { description: 'Any of these fields; flags accept true/false, producttype and mcs accept digits as text' },
);
