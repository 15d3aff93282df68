function e(n){return encodeURIComponent(String(n))}export{e as a};
