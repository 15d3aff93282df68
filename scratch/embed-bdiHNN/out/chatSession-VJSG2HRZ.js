import{a as b}from"./chunk-DYHIEGEX.js";import{b as a}from"./chunk-3FT4VUJA.js";import"./chunk-FW4LRCL5.js";import"./chunk-3GKJX35D.js";export{a as chatSessionTokenSchema,b as createChatSessionApi};
