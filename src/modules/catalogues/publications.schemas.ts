import { Type, type Static } from 'typebox';
import { Page, Pagination } from '../../http/paging.js';
import { Id, NullableText, NullableTimestamp, NullInt, NullStr, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const PUBLICATION_NOT_FOUND = 'Publication not found';
export const NO_APPROVED_VERSION = 'Specification has no approved version';
export const CONFIRM_STATES = ['ACCEPTED', 'SYNCHRONISED', 'REJECTED', 'REVIEW'] as const;
export type ConfirmState = (typeof CONFIRM_STATES)[number];

export const PublicationParams = Type.Object({ id: Id() });

export const ConfirmBody = Type.Object({
  state: Type.String({
    enum: [...CONFIRM_STATES],
    description: 'The wholesaler’s answer (GDSN catalogue item confirmation)',
  }),
  message: Type.Optional(NullableText(2000, { description: 'Why, for REJECTED and REVIEW' })),
});
export type ConfirmBody = Static<typeof ConfirmBody>;

export const PublicationsQuery = Type.Object({ ...Page });

export const Publication = component(
  'Publication',
  Type.Object({
    publicationid: Type.Integer(),
    itemid: Type.Integer(),
    versionno: Type.Integer({ description: 'The spec version published (a DELETE: the one last published)' }),
    command: Type.String({ enum: ['ADD', 'CHANGE', 'DELETE'] }),
    status: Type.String({
      description: 'pending, delivered, failed (its delivery), ACCEPTED, REVIEW, SYNCHRONISED, REJECTED',
    }),
    payload: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The version in GS1-aligned JSON (docs/catalogues.md); a DELETE identifies the item only',
    }),
    deliveryid: NullInt('The webhook delivery carrying it; null when the wholesaler has no webhook'),
    message: NullStr(),
    confirmedat: NullableTimestamp,
    confirmedby: NullInt(),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type Publication = Static<typeof Publication>;

export const PublicationList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Publication),
  pagination: Pagination,
});
