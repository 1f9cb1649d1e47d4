/**
 * The `app` chunk's entry in the browser build (gatsby-node.ts onCreateWebpackConfig, decision 051),
 * in place of Gatsby's `.cache/production-app.js`, so that the runtime starts in three tasks instead of
 * one: this entry evaluates most of the modules the runtime imports (Preact's client, Gatsby's loader
 * and navigation with the router, the site's and plugins' browser APIs); the next task evaluates
 * Gatsby's runtime itself, which builds its loader and runs `onClientEntry`; and once that resolves (a
 * task later, gatsby-browser.tsx), the runtime sets up its router and asks for the page's data. It does
 * the same things in the same order; the browser can paint and take input in between.
 */
import 'react-dom/client';
import 'gatsby-cache/navigation';
import '../../gatsby-browser';
import { postTask } from './post-task';

postTask(() => void import(/* webpackMode: "eager" */ 'gatsby-cache/production-app'));
