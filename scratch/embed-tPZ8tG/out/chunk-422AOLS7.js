import{a as i}from"./chunk-LVP3RXMQ.js";import{a as e,f as o,h as r,s as t}from"./chunk-UMXUEQZB.js";var c=r({id:t,finstrument_id:t,state:e(),eois:o(i)});export{c as a};
