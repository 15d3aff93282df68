const esbuild=require('esbuild');const zlib=require('zlib');
const [entrySrc, label]=[process.argv[2], process.argv[3]];
require('fs').writeFileSync('/tmp/entry2.js', entrySrc);
esbuild.build({entryPoints:['/tmp/entry2.js'],bundle:true,minify:true,format:'esm',write:false,metafile:true,outfile:'/tmp/o.js',absWorkingDir:'/work/main',conditions:['@bondkit/source'],external:['react','react-dom','react/jsx-runtime','react-dom/client','@sendbird/chat'],loader:{'.css':'text'}}).then(r=>{
const out=Object.values(r.metafile.outputs)[0];
const m={};for(const [k,v] of Object.entries(out.inputs)){let key=k.includes('node_modules/')?k.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/,'$1'):k.replace(/.*packages\//,'').split('/').slice(0,4).join('/');m[key]=(m[key]||0)+v.bytesInOutput}
console.log('total min',r.outputFiles[0].contents.length,'gz',zlib.gzipSync(r.outputFiles[0].contents).length);
Object.entries(m).sort((a,b)=>b[1]-a[1]).slice(0,30).forEach(([k,v])=>console.log(v,k));
})
