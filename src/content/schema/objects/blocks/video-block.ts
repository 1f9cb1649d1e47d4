import { defineField, defineType } from '@sanity/types';
import { youtubeId } from '../../../../domain/text';
import { anchorIdField, required } from '../../fields';

/**
 * What the Studio tells an editor about a video address (issue 30): the site plays YouTube videos only
 * (spec §5 reduces a YouTube address to its video id), and a block with another address shows nothing.
 */
export function videoUrlProblem(url: unknown): string | true {
  if (typeof url !== 'string' || url.trim() === '') return true;
  return youtubeId(url) !== null
    ? true
    : 'Only YouTube videos can be shown (youtube.com/watch?v=… or youtu.be/…). This address would show nothing on the site.';
}

// Editors use it for a YouTube video.
export const videoBlock = defineType({
  name: 'videoBlock',
  title: 'Video',
  type: 'object',
  fields: [
    anchorIdField,
    defineField({ name: 'title', type: 'string', validation: required }),
    defineField({
      name: 'url',
      type: 'url',
      description: 'A YouTube address: youtube.com/watch?v=… or youtu.be/…',
      validation: (rule) => rule.required().custom(videoUrlProblem),
    }),
  ],
});
