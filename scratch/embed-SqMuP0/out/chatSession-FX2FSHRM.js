import{a as b}from"./chunk-CGKC2TUQ.js";import{b as a}from"./chunk-YL6H6O7X.js";import"./chunk-72LO2SCZ.js";import"./chunk-5YQSVM73.js";export{a as chatSessionTokenSchema,b as createChatSessionApi};
