/** The pure domain: business rules of spec §5 and §9, with no I/O and no clock. See README.md. */
export * from './calendar';
export * from './canonical';
export * from './checkin';
export * from './dates';
export * from './drivers';
export * from './hours';
export * from './money';
export * from './paths';
export * from './promotion';
export * from './season';
export * from './text';
export * from './validation';
export * from './pricing';
