import { graphql } from 'gatsby';

/** The UI strings of the page's language, which gatsby-plugin-react-i18next reads from every page query. */
export const localeStrings = graphql`
  fragment LocaleStrings on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
