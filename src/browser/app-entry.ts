/**
 * The `app` chunk's entry in the browser build (gatsby-node.ts onCreateWebpackConfig, decision 051),
 * in place of Gatsby's `.cache/production-app.js`: the runtime starts in two tasks instead of one.
 * The first evaluates the modules the runtime imports (the router, the scroll handler, Preact's client,
 * the site's and plugins' browser APIs, Gatsby's loader and navigation); the second evaluates Gatsby's
 * runtime itself, which builds its loader, asks for the page's data and runs `onClientEntry`, and finds
 * those modules evaluated. The runtime does the same things in the same order; the browser can paint
 * and take input in between.
 */
import '@gatsbyjs/reach-router';
import 'gatsby-react-router-scroll';
import 'react-dom/client';
import 'gatsby-cache/navigation';
import '../../gatsby-browser';
import { postTask } from './post-task';

postTask(() => void import(/* webpackMode: "eager" */ 'gatsby-cache/production-app'));
