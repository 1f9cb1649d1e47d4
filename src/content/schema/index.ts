import { blockTypes } from './objects/blocks';
import { primitiveTypes } from './objects/primitives';
import { pageDocumentTypes } from './documents/pages';
import { redirectDocumentTypes } from './documents/redirect';
import { siteDocumentTypes } from './documents/site';
import { vehicleDocumentTypes } from './documents/vehicles';

/** Every schema type of the site, as a Sanity Studio's `schema.types` takes them. */
export const schemaTypes = [
  ...primitiveTypes,
  ...blockTypes,
  ...pageDocumentTypes,
  ...vehicleDocumentTypes,
  ...siteDocumentTypes,
  ...redirectDocumentTypes,
];
