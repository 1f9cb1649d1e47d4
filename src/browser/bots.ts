/**
 * Crawlers and link-preview fetchers by their user agent (spec §2, §8: bots are not shown the error
 * page and are never redirected to another language). Kept small: the generic words crawlers put in
 * their user agent, and the big ones that do not.
 */
export const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|bingpreview|yandex|baidu|duckduck|sogou|exabot|ia_archiver|semrush|ahrefs|petalbot|applebot/i;

export function isBot(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && botPattern.test(userAgent);
}
