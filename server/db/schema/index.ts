export * from './users';
export * from './reference';
export * from './assessments';
export * from './rate-limits';
export * from './payments';
export * from './certificates';
export * from './scheduled-tasks';
export * from './contact';
