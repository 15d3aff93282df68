function t(o,r="file",p){let n=new FormData;return p===void 0?n.append(r,o):n.append(r,o,p),n}export{t as a};
