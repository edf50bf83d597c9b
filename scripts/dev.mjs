// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173)
// proxying /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@parley/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@parley/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
