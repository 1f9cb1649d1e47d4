/** The shuttle's arrow (a navigation arrow pointing north), drawn in a 24-unit square: shared by the map's markers and the legend. */
export const arrowViewBox = '0 0 24 24';
export const arrowPath = 'M12 3 L19 20 L12 16 L5 20 Z';
