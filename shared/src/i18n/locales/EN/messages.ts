export default {
  welcome: 'Welcome back, {{name}}!',
  loggedOut: 'You have been signed out.',
  saved: 'Saved.',
} as const;
