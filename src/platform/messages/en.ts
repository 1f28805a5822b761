/** Platform messages (the permission notices, the install guide) in English: bundled with the notice; every other language has exactly these keys. */
export default {
  'permission.locationTitle': 'Allow location?',
  'permission.locationBody': 'We check where you apply from to protect you against fraud. You can say no.',
  'permission.notificationTitle': 'Turn on notifications?',
  'permission.notificationBody': 'We will tell you when your loan is approved and remind you before it is due.',
  'permission.allow': 'Allow',
  'permission.notNow': 'Not now',
  'permission.ok': 'OK',
  'permission.locationGranted': 'Location is on. Thank you.',
  'permission.locationBlocked': 'Location is blocked for this app. To allow it, open your browser’s site settings.',
  'permission.notificationGranted': 'Notifications are on.',
  'permission.notificationBlocked': 'Notifications are blocked for this app. To allow them, open your browser’s site settings.',
  'permission.undecided': 'Nothing changed: the browser got no answer. You can ask again from My profile.',
  'permission.unsupported': 'This browser cannot do this. Open the app in Chrome or add it to your home screen.',

  'install.title': 'Add to home screen',
  'install.body': 'Open the app in one tap, straight from your home screen.',
  'install.add': 'Add',
} as const;
