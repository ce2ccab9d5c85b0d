import fs from 'node:fs';
import pg from 'pg';
const files = process.argv.slice(2);
const N = Number(process.env.N ?? 20);
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/cabas_full' });
await client.connect();
const { rows: [{ pid }] } = await client.query('SELECT pg_backend_pid() AS pid');
if (process.env.SETUP) await client.query(process.env.SETUP);
const cpu = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  for (let i = 0; i < 3; i++) await client.query(text);
  const c0 = cpu(); const t0 = performance.now();
  let rows;
  for (let i = 0; i < N; i++) rows = (await client.query(text)).rows;
  const c1 = cpu(); const t1 = performance.now();
  console.log(`${file}: cpu ${((c1 - c0) / N).toFixed(1)} ms, wall ${((t1 - t0) / N).toFixed(1)} ms, rows ${rows.length}`);
}
await client.end();
