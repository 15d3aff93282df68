import{V as o,ha as e}from"./chunk-3GKJX35D.js";var n=["BID","ASK"],r=e(n),c=["yield","price"],s=e(c),t=["NSCCL","ICCL"],m=e(t),a=o().int().positive();export{r as a,s as b,m as c,a as d};
