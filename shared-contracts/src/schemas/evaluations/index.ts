// Evaluations and submissions: messages, requests and answers.
export * from './messages';
export * from './requests';
export * from './answers';
