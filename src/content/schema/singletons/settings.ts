import { defineField, defineType } from '@sanity/types';
import { brandAndLanguagePreview, languageField, required, tenantField } from '../fields';

const address = (name: string, title: string) =>
  defineField({ name, title, type: 'url', description: 'A full address starting with https://' });

// Editors use it for a brand's contact details, social network addresses and chat widget, per language.
export const settings = defineType({
  name: 'settings',
  title: 'Settings',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    address('facebook', 'Facebook'),
    address('instagram', 'Instagram'),
    address('twitter', 'X (Twitter)'),
    address('tiktok', 'TikTok'),
    address('youtube', 'YouTube'),
    address('googleMapsKeflavik', 'Google Maps: Keflavík office'),
    address('googleMapsReykjavik', 'Google Maps: Reykjavík office'),
    defineField({ name: 'email', title: 'E-mail', type: 'string', validation: (rule) => rule.required().email() }),
    defineField({ name: 'phoneReykjavik', title: 'Phone: Reykjavík office', type: 'string', validation: required }),
    defineField({ name: 'phoneKeflavik', title: 'Phone: Keflavík office', type: 'string', validation: required }),
    // The chat widget (spec §2): none by default, so no chat script is ever loaded.
    defineField({
      name: 'chat',
      title: 'Chat widget',
      description: 'The chat provider of this brand. Leave empty for no chat.',
      type: 'object',
      fields: [
        defineField({
          name: 'provider',
          title: 'Provider',
          type: 'string',
          options: { list: [{ title: 'Crisp', value: 'crisp' }] },
        }),
        defineField({ name: 'id', title: 'Website id', type: 'string' }),
        defineField({ name: 'scriptUrl', title: 'Script address (optional)', type: 'url' }),
      ],
    }),
  ],
  preview: brandAndLanguagePreview('Settings'),
});
