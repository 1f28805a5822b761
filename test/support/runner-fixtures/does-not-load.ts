// A suite file that throws while loading: it runs no test, and must count as a failure.
throw new Error('this file does not load');
