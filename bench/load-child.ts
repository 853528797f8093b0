// The load generator in a process of its own (bench/lib.ts loadInChild): the server's memory is then measured
// without the generator's. Reads its options as JSON from argv, prints autocannon's result as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]!) as autocannon.Options;
const result = await autocannon({ ...options, workers: 0 });
process.stdout.write(JSON.stringify(result));
