export {
  createCall,
  createRequest,
  dataOr,
  FeedbackApp,
  FeedbackBridge,
  getMessage,
  getToken,
  hasPermission,
  isOkCode,
  listOrEmpty,
  RequestError,
  themeMotion,
} from '@console/web-kit';
