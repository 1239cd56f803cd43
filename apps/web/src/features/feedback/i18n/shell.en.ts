/**
 * Feedback area, start-up strings (menu labels, page titles, parts of the shell): "Report a Bug" in the header and the staff list of reports.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  feedback: {
    button: 'Report a Bug',
    title: 'Report a bug',
    intro: 'Tell us what went wrong. The page address is sent along.',
    name: 'Name',
    email: 'Email',
    message: 'Description',
    messagePlaceholder: 'What happened, and what did you expect?',
    screenshot: 'Include a screenshot of this page',
    submit: 'Send report',
    sending: 'Sending…',
    required: 'Please enter in the following required fields: ',
    emptyMessage: 'Unable to submit feedback with empty message',
    failed:
      'Unable to send feedback. This could be because of network issues, or because you are using an ad-blocker.',
    forbidden: 'Unable to send feedback. This domain may not be allowed to send feedback.',
    timeout: 'Unable to determine if Feedback was correctly sent.',
    success: 'Thank you for your report!',
    screenshotFailed: 'The screenshot could not be taken, so the report was sent without it.',
    list: {
      empty: 'No feedback has been reported yet.',
      date: 'Date',
      from: 'From',
      message: 'Message',
      page: 'Page',
      screenshot: 'Screenshot',
      anonymous: 'Anonymous',
    },
  },
  routes: {
    feedback: 'Feedback reports',
  },
  'menu.admin.feedback': 'Feedback reports',
}

export default en
