// An S3 server (s3rver) in a process of its own, as a real S3 service is: the load generator's busy
// event loop must not slow down the machines' downloads. Prints its port on stdout, runs until killed.
'use strict';
const S3rver = require('s3rver');

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
server.run().then(({ port }) => process.stdout.write(`${port}\n`));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
