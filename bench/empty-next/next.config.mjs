/** @type {import('next').NextConfig} */
const config = { output: 'export', trailingSlash: true, images: { unoptimized: true } };
export default config;
